/**
 * @generated SignedSource<<8df9add873570d8573aeb5d4305179b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Dashboard_member$data = {
  readonly dashboard: {
    readonly favoriteArtworks: number;
    readonly followedArtists: number;
    readonly followedGalleries: number;
  };
  readonly " $fragmentType": "Dashboard_member";
};
export type Dashboard_member$key = {
  readonly " $data"?: Dashboard_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"Dashboard_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Dashboard_member",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MemberDashboard",
      "kind": "LinkedField",
      "name": "dashboard",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "favoriteArtworks",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "followedArtists",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "followedGalleries",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Member",
  "abstractKey": null
};

(node as any).hash = "6fd43105efd4c540f0be9eb473ef6b74";

export default node;
