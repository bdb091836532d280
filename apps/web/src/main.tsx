import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { InstallPrompt } from './pwa/install-prompt';
import { UpdateNotice } from './pwa/update-notice';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
      <UpdateNotice />
      <InstallPrompt />
    </AppProvider>
  </StrictMode>,
);
