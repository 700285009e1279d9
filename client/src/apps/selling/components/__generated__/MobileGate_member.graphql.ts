/**
 * @generated SignedSource<<19b4fe6ffb03bc5acd7cc28cae3085f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MobileGate_member$data = {
  readonly maskedMobile: string | null | undefined;
  readonly " $fragmentType": "MobileGate_member";
};
export type MobileGate_member$key = {
  readonly " $data"?: MobileGate_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"MobileGate_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MobileGate_member",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maskedMobile",
      "storageKey": null
    }
  ],
  "type": "Member",
  "abstractKey": null
};

(node as any).hash = "1dde49e14433dcc15db6436c54d7fcd6";

export default node;
