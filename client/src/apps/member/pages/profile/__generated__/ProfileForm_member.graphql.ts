/**
 * @generated SignedSource<<e288be4fbf193c5ba3c0a1f245ab14a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MemberGender = "female" | "male" | "unknown" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileForm_member$data = {
  readonly bio: string | null | undefined;
  readonly birthday: string | null | undefined;
  readonly city: string | null | undefined;
  readonly gender: MemberGender;
  readonly id: string;
  readonly nickname: string;
  readonly " $fragmentType": "ProfileForm_member";
};
export type ProfileForm_member$key = {
  readonly " $data"?: ProfileForm_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileForm_member",
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
      "name": "gender",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "birthday",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    }
  ],
  "type": "Member",
  "abstractKey": null
};

(node as any).hash = "a21e16a1d3bf06102fa7ced48e0c1b64";

export default node;
