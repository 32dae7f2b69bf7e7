import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { environment } from './relay/environment';
import { getRouter } from './router';
import { ToastHost } from './shell/toast';
import { ConfirmDialogHost } from './shell/dialog';
import { TooManyVisitorsDialog } from './shell/TooManyVisitors';

export function App() {
  const [router] = useState(getRouter);
  return (
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
      <ToastHost />
      <ConfirmDialogHost />
      <TooManyVisitorsDialog />
    </RelayEnvironmentProvider>
  );
}
