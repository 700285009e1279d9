/**
 * @generated SignedSource<<6ddcbe449e9a34bc5b81066f17d22018>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkAction = "approve" | "create" | "delete" | "drop_edit" | "edit" | "reject" | "relist" | "reprice" | "return" | "sell" | "submit" | "take_down" | "withdraw" | "%future added value";
export type WorkState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewPage_item$data = {
  readonly allowedActions: ReadonlyArray<{
    readonly action: WorkAction;
    readonly label: string;
  }>;
  readonly id: string;
  readonly state: WorkState;
  readonly title: string;
  readonly updatedAt: string;
  readonly " $fragmentSpreads": FragmentRefs<"WorkPreview_work">;
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
      "concreteType": "WorkActionOption",
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
      "name": "WorkPreview_work"
    }
  ],
  "type": "Work",
  "abstractKey": null
};

(node as any).hash = "189bbafffaa7137a164d47102016082a";

export default node;
