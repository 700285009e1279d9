/**
 * @generated SignedSource<<81ff476a41e7b854866726a03fa2c770>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type ArtworkSubmissionState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
export type SellingAction = "approve" | "create" | "delete" | "drop_edit" | "edit" | "reject" | "relist" | "reprice" | "sell" | "submit" | "take_down" | "withdraw" | "%future added value";
export type UserErrorCode = "CONFLICT" | "FORBIDDEN" | "INVALID" | "NOT_FOUND" | "TOO_MANY" | "UNAUTHENTICATED" | "UNAVAILABLE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ArtworkForm_result$data = {
  readonly artwork: {
    readonly allowedActions: ReadonlyArray<{
      readonly action: SellingAction;
      readonly label: string;
    }>;
    readonly id: string;
    readonly number: number;
    readonly state: ArtworkSubmissionState;
    readonly stateLabel: string;
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

(node as any).hash = "00d0ff005111c78fa75ac1a0a6ef2a5d";

export default node;
