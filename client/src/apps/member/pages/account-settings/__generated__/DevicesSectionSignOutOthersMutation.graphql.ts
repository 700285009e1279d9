/**
 * @generated SignedSource<<9e7e6dff12d13c70c6d238d4351d5b28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DevicesSectionSignOutOthersMutation$variables = Record<PropertyKey, never>;
export type DevicesSectionSignOutOthersMutation$data = {
  readonly signOutOtherSessions: {
    readonly signedOut: number;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly viewer: {
      readonly " $fragmentSpreads": FragmentRefs<"DevicesSection_member">;
    } | null | undefined;
  };
};
export type DevicesSectionSignOutOthersMutation = {
  response: DevicesSectionSignOutOthersMutation$data;
  variables: DevicesSectionSignOutOthersMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "signedOut",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DevicesSectionSignOutOthersMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SignOutOtherSessionsPayload",
        "kind": "LinkedField",
        "name": "signOutOtherSessions",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DevicesSectionSignOutOthersMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SignOutOtherSessionsPayload",
        "kind": "LinkedField",
        "name": "signOutOtherSessions",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
                  (v2/*:: as any*/),
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
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cc90c3a5d30b2d873370ab793ecb25d1",
    "id": null,
    "metadata": {},
    "name": "DevicesSectionSignOutOthersMutation",
    "operationKind": "mutation",
    "text": "mutation DevicesSectionSignOutOthersMutation {\n  signOutOtherSessions {\n    userErrors {\n      message\n    }\n    signedOut\n    viewer {\n      ...DevicesSection_member\n      id\n    }\n  }\n}\n\nfragment DevicesSection_member on Member {\n  sessions {\n    id\n    current\n    channel\n    device\n    location\n    createdAt\n    lastUsedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "cb11f26133b972d6428797f450086be3";

export default node;
