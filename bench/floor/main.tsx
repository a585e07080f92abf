// The floor: the smallest React 19 page, built the same way as the app. Budgets are ratios to it.
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<h1>Hello from the floor</h1>);
