/**
 * @generated SignedSource<<a17f301e29bee415c87ff84b9f596edb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArtworkSubmissionState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
export type SellingAction = "approve" | "create" | "delete" | "drop_edit" | "edit" | "reject" | "relist" | "reprice" | "sell" | "submit" | "take_down" | "withdraw" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewPage_item$data = {
  readonly allowedActions: ReadonlyArray<{
    readonly action: SellingAction;
    readonly label: string;
  }>;
  readonly id: string;
  readonly state: ArtworkSubmissionState;
  readonly title: string;
  readonly updatedAt: string;
  readonly " $fragmentSpreads": FragmentRefs<"ArtworkPreview_artwork">;
  readonly " $fragmentType": "ReviewPage_item";
};
export type ReviewPage_item$key = {
  readonly " $data"?: ReviewPage_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewPage_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewPage_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SellingActionOption",
      "kind": "LinkedField",
      "name": "allowedActions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "action",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ArtworkPreview_artwork"
    }
  ],
  "type": "ArtworkSubmission",
  "abstractKey": null
};

(node as any).hash = "3e243c478ac71f687124a5652b98e07f";

export default node;
