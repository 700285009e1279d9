/**
 * @generated SignedSource<<4528f23320429778147faf95e4cc38cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SecuritySection_member$data = {
  readonly email: string | null | undefined;
  readonly hasPassword: boolean;
  readonly id: string;
  readonly " $fragmentType": "SecuritySection_member";
};
export type SecuritySection_member$key = {
  readonly " $data"?: SecuritySection_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"SecuritySection_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SecuritySection_member",
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
      "name": "hasPassword",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "Member",
  "abstractKey": null
};

(node as any).hash = "e2f551103a0f11064f01cb26c929e4b7";

export default node;
