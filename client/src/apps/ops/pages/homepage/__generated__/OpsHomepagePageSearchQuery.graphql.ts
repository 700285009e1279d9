/**
 * @generated SignedSource<<66f94cd0ee8266647ec62bbc169fd76d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type HomeSectionKind = "ARTICLES" | "ARTISTS" | "ARTWORKS" | "EXHIBITIONS" | "GALLERIES" | "GOODS" | "LIVES" | "VIEWING_ROOMS" | "%future added value";
export type OpsHomepagePageSearchQuery$variables = {
  kind: HomeSectionKind;
  text: string;
};
export type OpsHomepagePageSearchQuery$data = {
  readonly homeItemSearch: ReadonlyArray<{
    readonly id: string;
    readonly number: number;
    readonly title: string;
    readonly visible: boolean;
  }>;
};
export type OpsHomepagePageSearchQuery = {
  response: OpsHomepagePageSearchQuery$data;
  variables: OpsHomepagePageSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "kind"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "text"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "kind",
        "variableName": "kind"
      },
      {
        "kind": "Variable",
        "name": "text",
        "variableName": "text"
      }
    ],
    "concreteType": "OpsHomeItem",
    "kind": "LinkedField",
    "name": "homeItemSearch",
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
        "name": "number",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "visible",
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
    "name": "OpsHomepagePageSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsHomepagePageSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "99497726edee06c3ed456caa246f9c0a",
    "id": null,
    "metadata": {},
    "name": "OpsHomepagePageSearchQuery",
    "operationKind": "query",
    "text": "query OpsHomepagePageSearchQuery(\n  $kind: HomeSectionKind!\n  $text: String!\n) {\n  homeItemSearch(kind: $kind, text: $text) {\n    id\n    number\n    title\n    visible\n  }\n}\n"
  }
};
})();

(node as any).hash = "3987103b9dff45a5577969857b89adf1";

export default node;
