/**
 * @generated SignedSource<<181dfa66d96cb5e06f63384ebafe9e0f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArtworkSubmissionState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
export type SellingAction = "approve" | "create" | "delete" | "drop_edit" | "edit" | "reject" | "relist" | "reprice" | "sell" | "submit" | "take_down" | "withdraw" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SellingActions_moved$data = {
  readonly allowedActions: ReadonlyArray<{
    readonly action: SellingAction;
    readonly label: string;
  }>;
  readonly id: string;
  readonly number: number;
  readonly publicArtwork: {
    readonly id: string;
    readonly number: number;
  } | null | undefined;
  readonly rejectReason: string;
  readonly state: ArtworkSubmissionState;
  readonly stateLabel: string;
  readonly timeline: ReadonlyArray<{
    readonly action: SellingAction;
    readonly at: string;
    readonly bySeller: boolean;
    readonly fromState: ArtworkSubmissionState | null | undefined;
    readonly label: string;
    readonly reason: string;
    readonly toState: ArtworkSubmissionState;
    readonly toStateLabel: string;
  }>;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentType": "SellingActions_moved";
};
export type SellingActions_moved$key = {
  readonly " $data"?: SellingActions_moved$data;
  readonly " $fragmentSpreads": FragmentRefs<"SellingActions_moved">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "action",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SellingActions_moved",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "stateLabel",
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
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
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
      "kind": "ScalarField",
      "name": "rejectReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Artwork",
      "kind": "LinkedField",
      "name": "publicArtwork",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SellingEvent",
      "kind": "LinkedField",
      "name": "timeline",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fromState",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toState",
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
})();

(node as any).hash = "7341710280ec929d37e6fbd30590829b";

export default node;
