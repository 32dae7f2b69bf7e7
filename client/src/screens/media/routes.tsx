import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { mediaTexts } from './texts';

/** The family's texts load with its screens; the skeletons come from the screens' modules (not the router's chunk, which the home loads). */
const texts = { texts: mediaTexts };

/** The family's texts and skeletons load with its screens (see live/routes.tsx). */

const scenicMedia = lazyScreen(
  () => import('./ScenicMediaScreen'),
  (m) => ({ loader: m.scenicMediaLoader, node: <m.ScenicMediaScreen />, skeleton: <m.ScreenSkeleton /> }),
  texts,
);

/** The media family's routes (menu codes DSP → /short-video-list, CS-PANORAMIC → /spot-panorama). */
export const MEDIA_ROUTES: RouteObject[] = [
  {
    path: '/video-player',
    lazy: lazyScreen(
      () => import('./VideoPlayerScreen'),
      (m) => ({ node: <m.VideoPlayerScreen /> }),
      texts,
    ),
  },
  {
    path: '/short-video-list',
    lazy: lazyScreen(
      () => import('./ShortVideoListScreen'),
      (m) => ({ loader: m.shortVideoListLoader, node: <m.ShortVideoListScreen />, skeleton: <m.ScreenSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/short-video-detail',
    lazy: lazyScreen(
      () => import('./ShortVideoDetailScreen'),
      (m) => ({ loader: m.shortVideoDetailLoader, node: <m.ShortVideoDetailScreen />, skeleton: <m.ScreenSkeleton /> }),
      texts,
    ),
  },
  { path: '/scenic-media', lazy: scenicMedia },
  { path: '/scenic-media/:tab', lazy: scenicMedia },
  {
    path: '/img-list',
    lazy: lazyScreen(
      () => import('./ImageListScreen'),
      (m) => ({ loader: m.imageListLoader, node: <m.ImageListScreen />, skeleton: <m.ScreenSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/image-list/:index',
    lazy: lazyScreen(
      () => import('./ImageViewerScreen'),
      (m) => ({ loader: m.imageViewerLoader, node: <m.ImageViewerScreen /> }),
      texts,
    ),
  },
  {
    path: '/audio-list',
    lazy: lazyScreen(
      () => import('./AudioListScreen'),
      (m) => ({ loader: m.audioListLoader, node: <m.AudioListScreen />, skeleton: <m.ScreenSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/spot-panorama',
    lazy: lazyScreen(
      () => import('./PanoramaScreen'),
      (m) => ({ loader: m.panoramaLoader, node: <m.PanoramaScreen />, skeleton: <m.ScreenSkeleton /> }),
      texts,
    ),
  },
];
