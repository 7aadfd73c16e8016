import type { Feature } from '../../feature.ts';
import { registerCourtPreviewRoute } from './courtPreviewRoute.ts';
import { afterUpdateAdPreset, beforeCreateAdPreset } from './adPresetHooks.ts';

/** Ad assets and presets (spec 002 §2.9, §5): the Court Preview image, the motioncrop previews, the preview email, presets' required assets. */
export const ads: Feature = {
  name: 'ads',
  routes(app, deps) {
    registerCourtPreviewRoute(app, { db: deps.database.db, registry: deps.registry, storage: deps.storage });
  },
  hooks: {
    beforeCreate: { AdPreset: beforeCreateAdPreset },
    afterUpdate: { AdPreset: afterUpdateAdPreset },
  },
  handlers: {
    adAssetPreviewMotioncrop: () => import('./handlers/adAssetPreviewMotioncrop.ts'),
    adAssetsPreviewEmail: () => import('./handlers/adAssetsPreviewEmail.ts'),
    adPresetPreviewMotioncrop: () => import('./handlers/adPresetPreviewMotioncrop.ts'),
  },
};
