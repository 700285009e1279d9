/**
 * @generated SignedSource<<7204605431eccaa199bc9ca55b561dd5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WechatSection_member$data = {
  readonly wechatBound: boolean;
  readonly " $fragmentType": "WechatSection_member";
};
export type WechatSection_member$key = {
  readonly " $data"?: WechatSection_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"WechatSection_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WechatSection_member",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wechatBound",
      "storageKey": null
    }
  ],
  "type": "Member",
  "abstractKey": null
};

(node as any).hash = "9d3dd288f5b8eae6b25d1734bb284a59";

export default node;
