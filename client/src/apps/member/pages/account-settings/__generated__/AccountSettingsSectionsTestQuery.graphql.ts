/**
 * @generated SignedSource<<42257fa289f19db49361af46128d5691>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountSettingsSectionsTestQuery$variables = Record<PropertyKey, never>;
export type AccountSettingsSectionsTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"DeletionSection_member" | "DevicesSection_member">;
  } | null | undefined;
};
export type AccountSettingsSectionsTestQuery = {
  response: AccountSettingsSectionsTestQuery$data;
  variables: AccountSettingsSectionsTestQuery$variables;
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Time"
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountSettingsSectionsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
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
    "name": "AccountSettingsSectionsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
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
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1bc2f89bb77125f7abce40c8e3c74cc5",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Member"
        },
        "viewer.accountDeletion": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "AccountDeletionRequest"
        },
        "viewer.accountDeletion.eraseAt": (v1/*:: as any*/),
        "viewer.accountDeletion.requestedAt": (v1/*:: as any*/),
        "viewer.deletionBlockers": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "viewer.email": (v2/*:: as any*/),
        "viewer.id": (v3/*:: as any*/),
        "viewer.maskedMobile": (v2/*:: as any*/),
        "viewer.sessions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "MemberSession"
        },
        "viewer.sessions.channel": {
          "enumValues": [
            "PC",
            "H5",
            "WECHAT"
          ],
          "nullable": true,
          "plural": false,
          "type": "SessionChannel"
        },
        "viewer.sessions.createdAt": (v1/*:: as any*/),
        "viewer.sessions.current": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.sessions.device": (v4/*:: as any*/),
        "viewer.sessions.id": (v3/*:: as any*/),
        "viewer.sessions.lastUsedAt": (v1/*:: as any*/),
        "viewer.sessions.location": (v4/*:: as any*/)
      }
    },
    "name": "AccountSettingsSectionsTestQuery",
    "operationKind": "query",
    "text": "query AccountSettingsSectionsTestQuery {\n  viewer {\n    ...DevicesSection_member\n    ...DeletionSection_member\n    id\n  }\n}\n\nfragment DeletionSection_member on Member {\n  maskedMobile\n  email\n  deletionBlockers\n  accountDeletion {\n    requestedAt\n    eraseAt\n  }\n}\n\nfragment DevicesSection_member on Member {\n  sessions {\n    id\n    current\n    channel\n    device\n    location\n    createdAt\n    lastUsedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "3a4f42aa0de8c37a557cdb76e67fc4bb";

export default node;
