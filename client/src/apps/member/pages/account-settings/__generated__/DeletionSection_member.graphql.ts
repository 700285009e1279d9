/**
 * @generated SignedSource<<3f626ed4b7c99dab4c12ea141c755bfa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeletionSection_member$data = {
  readonly accountDeletion: {
    readonly eraseAt: string;
    readonly requestedAt: string;
  } | null | undefined;
  readonly deletionBlockers: ReadonlyArray<string>;
  readonly email: string | null | undefined;
  readonly maskedMobile: string | null | undefined;
  readonly " $fragmentType": "DeletionSection_member";
};
export type DeletionSection_member$key = {
  readonly " $data"?: DeletionSection_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeletionSection_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeletionSection_member",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maskedMobile",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deletionBlockers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AccountDeletionRequest",
      "kind": "LinkedField",
      "name": "accountDeletion",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requestedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eraseAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Member",
  "abstractKey": null
};

(node as any).hash = "4e8d63baf6b5f166e61ad55105d46ab0";

export default node;
