/**
 * @generated SignedSource<<56db0cd1f72257d65fb7d3277aeb5d9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SecuritySection_member$data = {
  readonly hasPassword: boolean;
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
      "name": "hasPassword",
      "storageKey": null
    }
  ],
  "type": "Member",
  "abstractKey": null
};

(node as any).hash = "09e6e2563a8b7af28b01d06841e0f519";

export default node;
