import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyUrlParams, initialHashSearch } from './shell/urlParams';
import { getUserLanguage, applyLanguage, languageReady } from './i18n';
import './styles.css';
import './shell/splash.css';
import { App } from './App';
import { getRouter } from './router';

// Apply `?siteCode=&lang=` before anything is fetched; the router's loaders do it again later.
applyUrlParams(initialHashSearch());
const lang = getUserLanguage() ?? 'CN';
applyLanguage(lang);
if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';

// Creating the router runs the first route's loaders: its queries and its screen's chunk are
// requested now, while the language's texts (a chunk of their own) arrive; index.html's splash
// stays until the first render.
getRouter();
const render = () =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
languageReady(lang).then(render, render);
