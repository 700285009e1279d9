/**
 * @generated SignedSource<<cd0585072f2125f00c97869211927c22>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactSection_member$data = {
  readonly email: string | null | undefined;
  readonly hasPassword: boolean;
  readonly id: string;
  readonly maskedMobile: string | null | undefined;
  readonly " $fragmentType": "ContactSection_member";
};
export type ContactSection_member$key = {
  readonly " $data"?: ContactSection_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactSection_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactSection_member",
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
      "name": "hasPassword",
      "storageKey": null
    }
  ],
  "type": "Member",
  "abstractKey": null
};

(node as any).hash = "74e9f10e0efcd64911b948373ef65a15";

export default node;
