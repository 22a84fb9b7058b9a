// Reading an asset's metadata (SPEC 3). Apart from assets.ts and its schemas, so a screen that renders cards reads them
// without the schema library in its first load.
import type { Asset, AssetMetadataName } from './assets';

/** A metadata value of an asset by name. */
export function assetMetadata(asset: Pick<Asset, 'metadata'>, name: AssetMetadataName): string | undefined {
  return asset.metadata.find((entry) => entry.name === name)?.value;
}
