// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Stand-ins for a V3.1 market on a local chain (tests/helpers/protocol31.ts): the smallest contracts that implement
// what core-v3 3.10 calls on the pieces that live in the unpublished permissionless repository (ACL, contracts
// register, address provider, price feed store), plus mock tokens, price feeds and a bot. None of them is Gearbox
// code; setters are open (`standIn…`), since only the test deploys and drives them.

/// Stand-in for the permissionless ACL: what core-v3 3.10's ACLTrait calls (`IACL`: isConfigurator, hasRole).
contract ACLStandIn {
    mapping(address => bool) internal _configurators;
    mapping(bytes32 => mapping(address => bool)) internal _roles;

    constructor(address configurator) {
        _configurators[configurator] = true;
    }

    function isConfigurator(address account) external view returns (bool) {
        return _configurators[account];
    }

    function hasRole(bytes32 role, address account) external view returns (bool) {
        return _roles[role][account];
    }

    function standInGrantRole(bytes32 role, address account) external {
        _roles[role][account] = true;
    }
}

interface ICreditManagerPoolLike {
    function pool() external view returns (address);
}

/// Stand-in for the permissionless contracts register: what core-v3 3.10's ContractsRegisterTrait calls
/// (`IContractsRegister`: isPool, getPools, isCreditManager, getCreditManagers), and what the site's V3.1 proofs read
/// (`getPools()`, and the permissionless register's `getCreditManagers(pool)`: the registered managers whose `pool()`
/// is `pool`, reverting for a pool it does not hold, as ContractsRegister.sol:162 does).
contract ContractsRegisterStandIn {
    error MarketNotRegisteredException(address pool);

    address[] internal _pools;
    address[] internal _creditManagers;

    function isPool(address pool) public view returns (bool) {
        for (uint256 i; i < _pools.length; ++i) if (_pools[i] == pool) return true;
        return false;
    }

    function getPools() external view returns (address[] memory) {
        return _pools;
    }

    function isCreditManager(address creditManager) public view returns (bool) {
        for (uint256 i; i < _creditManagers.length; ++i) if (_creditManagers[i] == creditManager) return true;
        return false;
    }

    function getCreditManagers() external view returns (address[] memory) {
        return _creditManagers;
    }

    function getCreditManagers(address pool) external view returns (address[] memory result) {
        if (!isPool(pool)) revert MarketNotRegisteredException(pool);
        uint256 n;
        for (uint256 i; i < _creditManagers.length; ++i) if (ICreditManagerPoolLike(_creditManagers[i]).pool() == pool) ++n;
        result = new address[](n);
        n = 0;
        for (uint256 i; i < _creditManagers.length; ++i) if (ICreditManagerPoolLike(_creditManagers[i]).pool() == pool) result[n++] = _creditManagers[i];
    }

    function standInAddPool(address pool) external {
        if (!isPool(pool)) _pools.push(pool);
    }

    function standInAddCreditManager(address creditManager) external {
        if (!isCreditManager(creditManager)) _creditManagers.push(creditManager);
    }
}

/// Stand-in for the permissionless address provider: `getAddressOrRevert(key, version)`, the one function core-v3 3.10
/// calls (facade, loss policy: PRICE_FEED_STORE; bot list, account factory: INSTANCE_MANAGER_PROXY as owner; GEAR
/// staking: GLOBAL::GEAR_TOKEN, and CROSS_CHAIN_GOVERNANCE_PROXY as owner). An unset key reverts with the permissionless
/// provider's own error. `getAddress(key, version)` (zero when unset) is what the site's V3.1 proofs read.
contract AddressProviderStandIn {
    error AddressNotFoundException(bytes32 key, uint256 ver);

    mapping(bytes32 => mapping(uint256 => address)) internal _addresses;

    function getAddress(bytes32 key, uint256 ver) external view returns (address) {
        return _addresses[key][ver];
    }

    function getAddressOrRevert(bytes32 key, uint256 ver) external view returns (address result) {
        result = _addresses[key][ver];
        if (result == address(0)) revert AddressNotFoundException(key, ver);
    }

    function standInSetAddress(bytes32 key, uint256 ver, address value) external {
        _addresses[key][ver] = value;
    }
}

interface IUpdatablePriceFeedLike {
    function updatePrice(bytes calldata data) external;
}

/// Stand-in for the permissionless price feed store: `updatePrices` (the facade's `onDemandPriceUpdates`) passes each
/// update to its feed; `getStalenessPeriod` answers what the test set.
contract PriceFeedStoreStandIn {
    struct PriceUpdate {
        address priceFeed;
        bytes data;
    }

    mapping(address => uint32) internal _stalenessPeriods;

    function getStalenessPeriod(address priceFeed) external view returns (uint32) {
        return _stalenessPeriods[priceFeed];
    }

    function updatePrices(PriceUpdate[] calldata updates) external {
        for (uint256 i; i < updates.length; ++i) IUpdatablePriceFeedLike(updates[i].priceFeed).updatePrice(updates[i].data);
    }

    function standInSetStalenessPeriod(address priceFeed, uint32 stalenessPeriod) external {
        _stalenessPeriods[priceFeed] = stalenessPeriod;
    }
}

/// Mock ERC-20: anyone can mint; transferFrom needs an allowance, like a real token.
contract ERC20Mock {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }

    function mint(address to, uint256 amount) external {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= amount, "ERC20Mock: insufficient allowance");
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - amount;
        _move(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) internal {
        require(balanceOf[from] >= amount, "ERC20Mock: insufficient balance");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}

/// Mock price feed with 8 decimals and a fixed answer the test can change (or update through the price feed store).
/// `updatedAt` is the current block's timestamp unless the test fixes it (to make the answer stale).
contract PriceFeedMock {
    uint8 public constant decimals = 8;
    uint256 public constant version = 3_10;
    bytes32 public constant contractType = "PRICE_FEED::MOCK";
    bool public constant updatable = true;
    bool public immutable skipPriceCheck;
    string public description;
    int256 internal _answer;
    uint256 internal _updatedAt;

    constructor(int256 answer_, bool skipPriceCheck_, string memory description_) {
        _answer = answer_;
        skipPriceCheck = skipPriceCheck_;
        description = description_;
    }

    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80) {
        uint256 updatedAt = _updatedAt == 0 ? block.timestamp : _updatedAt;
        return (1, _answer, updatedAt, updatedAt, 1);
    }

    function serialize() external pure returns (bytes memory) {}

    function updatePrice(bytes calldata data) external {
        _answer = abi.decode(data, (int256));
    }

    function standInSetAnswer(int256 answer_) external {
        _answer = answer_;
    }

    function standInSetUpdatedAt(uint256 updatedAt_) external {
        _updatedAt = updatedAt_;
    }
}

/// Mock bot: declares the permissions it needs (`IBot.requiredPermissions`, checked by BotListV3) and forwards calls
/// (the facade's `botMulticall`) as itself, passing reverts through unchanged.
contract BotMock {
    uint192 public immutable requiredPermissions;

    constructor(uint192 requiredPermissions_) {
        requiredPermissions = requiredPermissions_;
    }

    function forward(address target, bytes calldata data) external returns (bytes memory) {
        (bool ok, bytes memory result) = target.call(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        return result;
    }
}
