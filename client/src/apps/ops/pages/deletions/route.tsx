export { load, OpsDeletionsPage as Component } from "./OpsDeletionsPage";
