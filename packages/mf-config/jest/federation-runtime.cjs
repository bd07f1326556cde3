// Unit tests never load real remotes: the federation runtime is a third-party boundary, faked
// here once for every test file (jest.config.mjs maps it), so the shell, @church/remotes and
// @church/testing all see the same fake however their own node_modules resolve the package.
// Tests drive it through the helpers of @church/testing (loadRemoteMock, registerRemotesMock).
module.exports = { loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() };
