/**
 * @generated SignedSource<<16f1fde96f677915c28b5c18a6cb872c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkAction = "approve" | "create" | "delete" | "drop_edit" | "edit" | "reject" | "relist" | "reprice" | "return" | "sell" | "submit" | "take_down" | "withdraw" | "%future added value";
export type WorkState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WorkActions_moved$data = {
  readonly allowedActions: ReadonlyArray<{
    readonly action: WorkAction;
    readonly label: string;
  }>;
  readonly id: string;
  readonly number: number;
  readonly publicArtwork: {
    readonly id: string;
    readonly number: number;
  } | null | undefined;
  readonly rejectReason: string;
  readonly state: WorkState;
  readonly stateLabel: string;
  readonly timeline: ReadonlyArray<{
    readonly action: WorkAction;
    readonly at: string;
    readonly bySeller: boolean;
    readonly fromState: WorkState | null | undefined;
    readonly label: string;
    readonly reason: string;
    readonly toState: WorkState;
    readonly toStateLabel: string;
  }>;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentType": "WorkActions_moved";
};
export type WorkActions_moved$key = {
  readonly " $data"?: WorkActions_moved$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkActions_moved">;
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
  "name": "WorkActions_moved",
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
      "concreteType": "WorkActionOption",
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
      "concreteType": "WorkEvent",
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
  "type": "Work",
  "abstractKey": null
};
})();

(node as any).hash = "cf6ac3450b95496cea58e657d8f06472";

export default node;
