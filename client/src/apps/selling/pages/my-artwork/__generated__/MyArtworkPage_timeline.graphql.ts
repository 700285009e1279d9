/**
 * @generated SignedSource<<838ccf23ffc6f956d6320d49aead1a6b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MyArtworkPage_timeline$data = {
  readonly timeline: ReadonlyArray<{
    readonly action: string;
    readonly at: string;
    readonly bySeller: boolean;
    readonly reason: string;
    readonly toState: string;
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
          "name": "toState",
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

(node as any).hash = "c8120aa18e66c8349a565d4475b2d8e5";

export default node;
