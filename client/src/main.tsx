import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { applyUrlParams, initialHashSearch } from './shell/urlParams';
import { getUserLanguage, applyLanguage } from './i18n';
import './styles.css';
import { App } from './App';

// Apply `?siteCode=&lang=` before anything is fetched; the router's loaders do it again later.
applyUrlParams(initialHashSearch());
const lang = getUserLanguage();
if (lang) applyLanguage(lang);
if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';


createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
