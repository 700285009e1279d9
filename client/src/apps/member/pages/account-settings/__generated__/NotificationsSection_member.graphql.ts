/**
 * @generated SignedSource<<9ecbbd3bb1ee68cf4fe8a63b539f343b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationsSection_member$data = {
  readonly notificationSettings: ReadonlyArray<{
    readonly email: boolean;
    readonly sms: boolean;
    readonly topic: string;
    readonly wechat: boolean;
  }>;
  readonly " $fragmentType": "NotificationsSection_member";
};
export type NotificationsSection_member$key = {
  readonly " $data"?: NotificationsSection_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsSection_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationsSection_member",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NotificationSetting",
      "kind": "LinkedField",
      "name": "notificationSettings",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "topic",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sms",
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
          "name": "wechat",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Member",
  "abstractKey": null
};

(node as any).hash = "307418bc607ab3fff87a461cc9d1cd47";

export default node;
