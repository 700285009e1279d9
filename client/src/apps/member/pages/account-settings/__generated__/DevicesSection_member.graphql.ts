/**
 * @generated SignedSource<<ae2c2d30fffbca444ea0e896f6d94d86>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SessionChannel = "H5" | "PC" | "WECHAT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DevicesSection_member$data = {
  readonly sessions: ReadonlyArray<{
    readonly channel: SessionChannel | null | undefined;
    readonly createdAt: string;
    readonly current: boolean;
    readonly device: string;
    readonly id: string;
    readonly lastUsedAt: string;
    readonly location: string;
  }>;
  readonly " $fragmentType": "DevicesSection_member";
};
export type DevicesSection_member$key = {
  readonly " $data"?: DevicesSection_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"DevicesSection_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DevicesSection_member",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MemberSession",
      "kind": "LinkedField",
      "name": "sessions",
      "plural": true,
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
          "name": "current",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "channel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "device",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "location",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastUsedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Member",
  "abstractKey": null
};

(node as any).hash = "5c13296890cb653d35637c7cdcb95d04";

export default node;
