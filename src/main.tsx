import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { createAppRouter } from './app/router';
import './app/app.css';

bootstrap();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<App router={createAppRouter()} />);
