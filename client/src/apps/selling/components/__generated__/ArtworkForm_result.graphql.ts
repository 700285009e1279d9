/**
 * @generated SignedSource<<381cd23e17b09d77d3822a87c776e194>>
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
    readonly number: number;
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

(node as any).hash = "c52a340a55ea0fa7a6d254106194c161";

export default node;
