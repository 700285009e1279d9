/**
 * @generated SignedSource<<6098b9dbc9326a29dd4e6a90ebd12509>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AvatarSection_member$data = {
  readonly avatarSrcset: string | null | undefined;
  readonly avatarUrl: string | null | undefined;
  readonly id: string;
  readonly nickname: string;
  readonly " $fragmentType": "AvatarSection_member";
};
export type AvatarSection_member$key = {
  readonly " $data"?: AvatarSection_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvatarSection_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AvatarSection_member",
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
      "name": "nickname",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatarUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatarSrcset",
      "storageKey": null
    }
  ],
  "type": "Member",
  "abstractKey": null
};

(node as any).hash = "b6a8d6919968b5b7b8064aa9adac118a";

export default node;
