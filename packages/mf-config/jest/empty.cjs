// Global stylesheets and images have no behaviour to test.
module.exports = {};
