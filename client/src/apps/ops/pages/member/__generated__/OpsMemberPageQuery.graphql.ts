/**
 * @generated SignedSource<<e25fbbcbbc53b384923111d6231a5f1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OpsMemberAction = "DISABLE" | "ENABLE" | "ERASE" | "%future added value";
export type OpsMemberStatus = "ACTIVE" | "DISABLED" | "LOCKED" | "%future added value";
export type OpsRole = "ADMIN" | "ARBITER" | "EDITOR" | "FINANCE" | "GALLERY_MANAGER" | "REVIEWER" | "%future added value";
export type OpsMemberPageQuery$variables = {
  id: string;
};
export type OpsMemberPageQuery$data = {
  readonly opsMember: {
    readonly allowedActions: ReadonlyArray<{
      readonly action: OpsMemberAction;
      readonly label: string;
    }>;
    readonly createdAt: string;
    readonly deletion: {
      readonly due: boolean;
      readonly eraseAt: string;
      readonly requestedAt: string;
      readonly stateLabel: string;
    } | null | undefined;
    readonly devices: ReadonlyArray<{
      readonly device: string;
      readonly lastUsedAt: string;
      readonly location: string;
      readonly signedInAt: string;
    }>;
    readonly disabledReason: string | null | undefined;
    readonly id: string;
    readonly maskedEmail: string | null | undefined;
    readonly maskedMobile: string | null | undefined;
    readonly nickname: string;
    readonly number: number;
    readonly roles: ReadonlyArray<{
      readonly galleryID: string | null | undefined;
      readonly galleryName: string | null | undefined;
      readonly label: string;
      readonly role: OpsRole;
    }>;
    readonly status: OpsMemberStatus;
    readonly statusLabel: string;
    readonly username: string;
    readonly works: ReadonlyArray<{
      readonly number: number;
      readonly stateLabel: string;
      readonly title: string;
    }>;
  } | null | undefined;
};
export type OpsMemberPageQuery = {
  response: OpsMemberPageQuery$data;
  variables: OpsMemberPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stateLabel",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "OpsMember",
    "kind": "LinkedField",
    "name": "opsMember",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "username",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nickname",
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
        "name": "maskedEmail",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "statusLabel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "disabledReason",
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
        "concreteType": "RoleGrant",
        "kind": "LinkedField",
        "name": "roles",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "galleryID",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "galleryName",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OpsDevice",
        "kind": "LinkedField",
        "name": "devices",
        "plural": true,
        "selections": [
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
            "name": "signedInAt",
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
        "concreteType": "OpsMemberWork",
        "kind": "LinkedField",
        "name": "works",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OpsDeletion",
        "kind": "LinkedField",
        "name": "deletion",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "due",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OpsMemberActionItem",
        "kind": "LinkedField",
        "name": "allowedActions",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "action",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsMemberPageQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsMemberPageQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "84309c4e93a66159e4cda36979978021",
    "id": null,
    "metadata": {},
    "name": "OpsMemberPageQuery",
    "operationKind": "query",
    "text": "query OpsMemberPageQuery(\n  $id: ID!\n) {\n  opsMember(id: $id) {\n    id\n    number\n    username\n    nickname\n    maskedMobile\n    maskedEmail\n    status\n    statusLabel\n    disabledReason\n    createdAt\n    roles {\n      role\n      label\n      galleryID\n      galleryName\n    }\n    devices {\n      device\n      location\n      signedInAt\n      lastUsedAt\n    }\n    works {\n      number\n      title\n      stateLabel\n    }\n    deletion {\n      stateLabel\n      requestedAt\n      eraseAt\n      due\n    }\n    allowedActions {\n      action\n      label\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "007df5d3027f04ae4f661cfa490f0352";

export default node;
