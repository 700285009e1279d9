/**
 * @generated SignedSource<<11a1aab9617bbe48423d444f239dd44d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type ArtworkSubmissionState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
export type UserErrorCode = "CONFLICT" | "FORBIDDEN" | "INVALID" | "NOT_FOUND" | "TOO_MANY" | "UNAUTHENTICATED" | "UNAVAILABLE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ArtworkForm_result$data = {
  readonly artwork: {
    readonly id: string;
    readonly state: ArtworkSubmissionState;
    readonly version: number;
  } | null | undefined;
  readonly userErrors: ReadonlyArray<{
    readonly code: UserErrorCode;
    readonly field: string | null | undefined;
    readonly message: string;
  }>;
  readonly " $fragmentType": "ArtworkForm_result";
};
export type ArtworkForm_result$key = {
  readonly " $data"?: ArtworkForm_result$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArtworkForm_result">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ArtworkForm_result"
};

(node as any).hash = "1ba1d16281586caf64bb668dda543107";

export default node;
