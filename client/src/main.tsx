import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyUrlParams, initialHashPath, initialHashSearch, switchToLanguageSite } from './shell/urlParams';
import { startLanguage, applyLanguage, languageReady } from './i18n';
import './styles.css';
import './shell/splash.css';
import { App } from './App';
import { firstNavigationDone, getRouter } from './router';
import { registerServiceWorker } from './shell/serviceWorker';
import { currentAddress } from './session/loginGate';
import { prepareAppSession } from './relay/appSignInCheck';
import { firstQueriesAnswered } from './shell/loader';

/**
 * How long the first render waits for the first navigation and its answers before it shows the
 * splash's and skeletons' React versions (they look the same as index.html's splash).
 */
const FIRST_ANSWERS_WAIT_MS = 8000;

// Apply `?siteCode=&lang=` before anything is fetched; the router's loaders do it again later.
const initialSearch = initialHashSearch();
applyUrlParams(initialSearch);
const lang = startLanguage(initialSearch);
applyLanguage(lang);
if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';

const render = () => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerServiceWorker();
};
// Creating the router runs the first route's loaders: its queries and its screen's chunk are
// requested now, while the language's texts (a chunk of their own) arrive; index.html's splash
// stays until the first render, which waits for the texts and the first screen's answers
// (shell/loader.ts firstQueriesAnswered).
const start = () => {
  const router = getRouter();
  const answered = firstNavigationDone(router).then(firstQueriesAnswered);
  const waited = new Promise<void>((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS));
  Promise.all([languageReady(lang), Promise.race([answered, waited])]).then(render, render);
};
// `/index?lang=en` (no siteCode): the language's own site first, so nothing of another site is
// fetched (the language's texts load meanwhile).
const boot = () => {
  const languageSite = switchToLanguageSite(initialHashPath(), initialSearch);
  if (languageSite) {
    languageReady(lang).catch(() => undefined);
    languageSite.then(start, start);
  } else {
    start();
  }
};
// a native app's handover, or inside the messaging app its sign-in, comes first (ordinary browsers go on at once)
const signingIn = prepareAppSession(currentAddress());
if (signingIn) signingIn.then(boot, boot);
else boot();
