// FILE_STORE and the S3 variables, read with the workspace's one config reader (env.ts calls this
// as it calls the other areas' readers), and the store they describe.
import path from "node:path";
import {
  boolean,
  ConfigError,
  optionalText,
  text,
  url,
  type ConfigSource,
} from "@cfx/domain/config";
import { LocalFileStore } from "./local";
import { S3FileStore } from "./s3";
import type { FileStore } from "./store";

export type FileStoreConfig =
  | { kind: "local"; dir: string }
  | {
      kind: "s3";
      bucket: string;
      /** Without slashes at either end; "" for the bucket's root. */
      prefix: string;
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
    };

export const DEFAULT_AWS_REGION = "ap-northeast-1";

// S3's bucket naming rules (3–63 lowercase letters, digits, dots and hyphens, a letter or digit
// at both ends), and a prefix of plain path segments.
const S3_LOCATION =
  /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/((?:[A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]*))?$/;

/**
 * FILE_STORE unset → files under `$DATA_DIR/files`; `s3://bucket/prefix` → that bucket, with
 * AWS_REGION (default ap-northeast-1), S3_ENDPOINT (an S3-compatible service) and
 * S3_FORCE_PATH_STYLE (default false). The S3 variables are read only for an S3 store.
 */
export function fileStoreConfigFromEnv(source: ConfigSource, dataDir: string): FileStoreConfig {
  const location = optionalText(source, "FILE_STORE");
  if (location === undefined) return { kind: "local", dir: path.join(dataDir, "files") };
  const match = S3_LOCATION.exec(location);
  if (!match) {
    throw new ConfigError(
      "FILE_STORE",
      `must be s3://bucket/prefix (unset: files under DATA_DIR/files), got "${location}"`,
    );
  }
  const endpoint = optionalText(source, "S3_ENDPOINT") ? url(source, "S3_ENDPOINT") : undefined;
  return {
    kind: "s3",
    bucket: match[1]!,
    prefix: (match[2] ?? "").replace(/\/+$/, ""),
    region: text(source, "AWS_REGION", {
      default: DEFAULT_AWS_REGION,
      pattern: /^[a-z]{2}(-[a-z]+)+-\d+$/,
      message: `must be an AWS region such as ${DEFAULT_AWS_REGION}`,
    }),
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: boolean(source, "S3_FORCE_PATH_STYLE", { default: false }),
  };
}

export function createFileStore(config: FileStoreConfig): FileStore {
  return config.kind === "local" ? new LocalFileStore(config.dir) : new S3FileStore(config);
}
