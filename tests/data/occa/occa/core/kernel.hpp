// A stand-in for OCCA's <occa/core/kernel.hpp>, declaring what an OCCA launcher uses (spec
// §8.2), so that g++ type-checks the launchers oklc writes where OCCA is not installed. Only
// declarations: nothing here is linked or run.
#pragma once

#include <cstdint>

namespace occa {
class modeKernel_t;
class modeMemory_t;

typedef std::uint64_t udim_t;

/// Launch sizes: `dims` axes, each read and written by index.
class dim {
 public:
  int dims;
  udim_t x, y, z;

  dim();
  udim_t &operator[](int i);
};

/// One argument of a launch: a memory object or a value of any type.
class kernelArg {
 public:
  kernelArg(modeMemory_t *memory);
  template <typename T>
  kernelArg(const T &value);
};

/// A device kernel as the launcher starts it.
class kernel {
 public:
  kernel(modeKernel_t *modeKernel_);
  void setRunDims(dim outerDims, dim innerDims);
  void operator()() const;
  template <typename First, typename... Rest>
  void operator()(const First &first, const Rest &...rest) const {
    const kernelArg args[] = {first, rest...};
    (void)args;
  }
};
}  // namespace occa
