export { DialogHost } from './DialogHost';
export { confirmDialog, actionSheet, closeDialog } from './dialogs';
