/**
 * @generated SignedSource<<d8de52ee7898558c3273128177e5b232>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SellingAction = "approve" | "create" | "delete" | "drop_edit" | "edit" | "reject" | "relist" | "reprice" | "sell" | "submit" | "take_down" | "withdraw" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MyArtworkPage_timeline$data = {
  readonly timeline: ReadonlyArray<{
    readonly action: SellingAction;
    readonly at: string;
    readonly bySeller: boolean;
    readonly label: string;
    readonly reason: string;
    readonly toStateLabel: string;
  }>;
  readonly " $fragmentType": "MyArtworkPage_timeline";
};
export type MyArtworkPage_timeline$key = {
  readonly " $data"?: MyArtworkPage_timeline$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyArtworkPage_timeline">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MyArtworkPage_timeline",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SellingEvent",
      "kind": "LinkedField",
      "name": "timeline",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toStateLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bySeller",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ArtworkSubmission",
  "abstractKey": null
};

(node as any).hash = "670c4041e6d924f50ab553bb8de788a8";

export default node;
