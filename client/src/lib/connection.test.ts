import { nodesOf } from "./connection";

describe("nodesOf", () => {
  it("drops missing edges and nodes, keeps the order", () => {
    expect(nodesOf({ edges: [{ node: 1 }, null, { node: null }, undefined, { node: 2 }] })).toEqual([1, 2]);
    expect(nodesOf(null)).toEqual([]);
    expect(nodesOf({ edges: null })).toEqual([]);
  });
});
