/**
 * @generated SignedSource<<f641f9fe5bae07439d4338079c365624>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountSettingsPageQuery$variables = Record<PropertyKey, never>;
export type AccountSettingsPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ContactSection_member" | "DeletionSection_member" | "DevicesSection_member" | "NotificationsSection_member" | "SecuritySection_member" | "WechatSection_member">;
  } | null | undefined;
};
export type AccountSettingsPageQuery = {
  response: AccountSettingsPageQuery$data;
  variables: AccountSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ContactSection_member"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SecuritySection_member"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "WechatSection_member"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NotificationsSection_member"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DevicesSection_member"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DeletionSection_member"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maskedMobile",
            "storageKey": null
          },
          (v1/*:: as any*/),
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
            "name": "wechatBound",
            "storageKey": null
          },
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "wechat",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MemberSession",
            "kind": "LinkedField",
            "name": "sessions",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1dd63a9a59e29fe385df57927f0a7bf2",
    "id": null,
    "metadata": {},
    "name": "AccountSettingsPageQuery",
    "operationKind": "query",
    "text": "query AccountSettingsPageQuery {\n  viewer {\n    id\n    ...ContactSection_member\n    ...SecuritySection_member\n    ...WechatSection_member\n    ...NotificationsSection_member\n    ...DevicesSection_member\n    ...DeletionSection_member\n  }\n}\n\nfragment ContactSection_member on Member {\n  id\n  maskedMobile\n  email\n  hasPassword\n}\n\nfragment DeletionSection_member on Member {\n  maskedMobile\n  email\n  deletionBlockers\n  accountDeletion {\n    requestedAt\n    eraseAt\n  }\n}\n\nfragment DevicesSection_member on Member {\n  sessions {\n    id\n    current\n    channel\n    device\n    location\n    createdAt\n    lastUsedAt\n  }\n}\n\nfragment NotificationsSection_member on Member {\n  notificationSettings {\n    topic\n    sms\n    email\n    wechat\n  }\n}\n\nfragment SecuritySection_member on Member {\n  id\n  hasPassword\n  email\n}\n\nfragment WechatSection_member on Member {\n  wechatBound\n}\n"
  }
};
})();

(node as any).hash = "ae9dc32203fa725891e918f6e7178287";

export default node;
