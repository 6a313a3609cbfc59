import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { beforeFirstRender } from './app/firstPage';
import { createAppRouter, startFirstNavigation } from './app/router';
import './app/app.css';

bootstrap();
const firstPageRequested = startFirstNavigation();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first page's code is requested first: its group manifest would otherwise wait behind this render.
void beforeFirstRender(firstPageRequested).then(() => createRoot(root).render(<App router={createAppRouter()} />));
