/**
 * @generated SignedSource<<6a2d8bcb5c075549ca15d1b8d6c0ae56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ConsoleSection = "ARBITRATION" | "ARTICLES" | "ARTISTS" | "AUDIT" | "DELETIONS" | "EXHIBITIONS" | "GALLERIES" | "GALLERY" | "GALLERY_WORKS" | "GOODS" | "HOME" | "HOMEPAGE" | "LEDGER" | "LIVES" | "MEMBERS" | "MONEY_ANOMALIES" | "PARTNERS" | "RECONCILIATION" | "REVIEW" | "SHIPMENTS" | "VIEWING_ROOMS" | "WITHDRAWALS" | "%future added value";
export type OpsRole = "ADMIN" | "ARBITER" | "EDITOR" | "FINANCE" | "GALLERY_MANAGER" | "REVIEWER" | "%future added value";
export type OpsLayoutQuery$variables = Record<PropertyKey, never>;
export type OpsLayoutQuery$data = {
  readonly console: {
    readonly roles: ReadonlyArray<{
      readonly galleryName: string | null | undefined;
      readonly label: string;
      readonly role: OpsRole;
    }>;
    readonly sections: ReadonlyArray<{
      readonly label: string;
      readonly section: ConsoleSection;
    }>;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly nickname: string;
  } | null | undefined;
};
export type OpsLayoutQuery = {
  response: OpsLayoutQuery$data;
  variables: OpsLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v1 = [
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
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nickname",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Console",
    "kind": "LinkedField",
    "name": "console",
    "plural": false,
    "selections": [
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
          (v0/*:: as any*/),
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
        "concreteType": "ConsoleSectionItem",
        "kind": "LinkedField",
        "name": "sections",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "section",
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsLayoutQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OpsLayoutQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b3925edf67ac1dbfc9052004b47d7ce4",
    "id": null,
    "metadata": {},
    "name": "OpsLayoutQuery",
    "operationKind": "query",
    "text": "query OpsLayoutQuery {\n  viewer {\n    id\n    nickname\n  }\n  console {\n    roles {\n      role\n      label\n      galleryName\n    }\n    sections {\n      section\n      label\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "535996e0b8e7b305df9b66b6107b76c8";

export default node;
