/** True inside the WeCom client, whose user agent carries 'wxwork/<version>'. */
export function isInWecom(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return userAgent.toLowerCase().includes('wxwork');
}
