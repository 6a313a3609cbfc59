import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { createAppRouter, startFirstNavigation } from './app/router';
import './app/app.css';

bootstrap();
startFirstNavigation();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<App router={createAppRouter()} />);
