// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Test stand-ins for the Gearbox V3.1 contracts that the "Check it yourself" proofs read
/// (src/domain/proofs/v31.ts). Each declares the getters those proofs call, with the real contracts'
/// signatures (src/domain/proofs/v31.test.ts holds every declaration here to the one in the real source),
/// and setters named `standIn…` that the tests seed it through. Placed with anvil_setCode at the real
/// addresses of a V3.1 state, so a read answers what that state says.

/// The address provider 3.10: an address per (key, version).
contract AddressProviderStandIn {
    mapping(bytes32 => mapping(uint256 => address)) internal _addresses;

    function getAddress(bytes32 key, uint256 ver) external view returns (address) {
        return _addresses[key][ver];
    }

    function standInSetAddress(bytes32 key, uint256 ver, address value) external {
        _addresses[key][ver] = value;
    }
}

/// The market configurator factory: the registered market configurators.
contract MarketConfiguratorFactoryStandIn {
    address[] internal _registered;

    function getMarketConfigurators() external view returns (address[] memory) {
        return _registered;
    }

    function standInRegister(address marketConfigurator) external {
        _registered.push(marketConfigurator);
    }
}

/// A curator's market configurator: its ACL, contracts register and treasury.
contract MarketConfiguratorStandIn {
    address internal _acl;
    address internal _contractsRegister;
    address internal _treasury;

    function acl() external view returns (address) {
        return _acl;
    }

    function contractsRegister() external view returns (address) {
        return _contractsRegister;
    }

    function treasury() external view returns (address) {
        return _treasury;
    }

    function standInSet(address acl_, address contractsRegister_, address treasury_) external {
        _acl = acl_;
        _contractsRegister = contractsRegister_;
        _treasury = treasury_;
    }
}

interface ICreditManagerPool {
    function pool() external view returns (address);
}

/// A curator's contracts register: its pools and credit managers. Like the real one, the managers of a pool
/// are the registered managers whose `pool()` is that pool, and asking for an unregistered pool reverts.
contract ContractsRegisterStandIn {
    address[] internal _pools;
    address[] internal _creditManagers;

    error MarketNotRegisteredException(address pool);

    function getPools() external view returns (address[] memory) {
        return _pools;
    }

    function getCreditManagers(address pool) external view returns (address[] memory creditManagers) {
        bool registered;
        for (uint256 i; i < _pools.length; ++i) {
            if (_pools[i] == pool) registered = true;
        }
        if (!registered) revert MarketNotRegisteredException(pool);
        creditManagers = new address[](_creditManagers.length);
        uint256 connected;
        for (uint256 i; i < _creditManagers.length; ++i) {
            if (ICreditManagerPool(_creditManagers[i]).pool() == pool) creditManagers[connected++] = _creditManagers[i];
        }
        assembly {
            mstore(creditManagers, connected)
        }
    }

    function standInAddPool(address pool) external {
        _pools.push(pool);
    }

    function standInAddCreditManager(address creditManager) external {
        _creditManagers.push(creditManager);
    }
}

/// A credit manager: its pool, facade and configurator.
contract CreditManagerStandIn {
    address internal _pool;
    address internal _creditFacade;
    address internal _creditConfigurator;

    function pool() external view returns (address) {
        return _pool;
    }

    function creditFacade() external view returns (address) {
        return _creditFacade;
    }

    function creditConfigurator() external view returns (address) {
        return _creditConfigurator;
    }

    function standInSet(address pool_, address creditFacade_, address creditConfigurator_) external {
        _pool = pool_;
        _creditFacade = creditFacade_;
        _creditConfigurator = creditConfigurator_;
    }
}
