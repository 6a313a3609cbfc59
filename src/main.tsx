import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { beforeFirstRender } from './app/firstPage';
import { createAppRouter, startFirstNavigation } from './app/router';
import './app/app.css';

bootstrap();
const firstNavigation = startFirstNavigation();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first navigation runs first: when it settles soon, the first render is its page (firstPage.ts).
void beforeFirstRender(firstNavigation).then(() => createRoot(root).render(<App router={createAppRouter()} />));
