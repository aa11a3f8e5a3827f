// A CPU emulation of the SIMT execution model that CUDA and HIP device code assume, so that the
// conformance harness can run oklc's CUDA and HIP output, built by g++, on a machine without a
// GPU and compare its results with the case's reference.
//
// Each launch runs its blocks one after another. The threads of a block are fibers on one OS
// thread (`ucontext`): a thread runs until it reaches a barrier or returns, then the next one
// runs. `__syncthreads()` releases the block's threads once every thread still running has
// reached it; `__syncwarp()` does the same for the threads of one warp (32 threads; HIP's header
// makes it AMD's wavefront of 64). AMD's wave barrier waits only for the wavefront's threads
// that do not wait at the block barrier: a wavefront runs its active lanes in lockstep, so its
// barrier never waits for lanes a branch left out. A block whose running threads all wait at
// barriers that cannot complete is a deadlock: the program says so and exits with status 3.
// Between two barriers the threads run one after another, in ascending order of their index, or
// descending with `OKLC_SIMT_ORDER=descending`, and so do the blocks: a read that lacks the
// barrier after another thread's write, or reads what another block writes, sees the stale value
// in one of the two orders, every time (the harness runs both). A launch with more threads per
// block than the kernel's `__launch_bounds__` (which the harness registers with it) fails as on a
// GPU.
//
// `__shared__` variables become function-local statics: the threads of a block share them, and
// blocks do not overlap in time. Atomic functions are plain read-modify-write updates, which is
// exact with one OS thread. What this cannot show: code generation and hardware behaviour of
// the real compilers (register limits, the memory model, a warp's threads running in
// lockstep).
#ifndef OKLC_SIMT_EMU_H
#define OKLC_SIMT_EMU_H

#include <sys/mman.h>
#include <ucontext.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <math.h>
#include <type_traits>
#include <utility>

#define __host__
#define __device__
#define __global__
#define __shared__ static
#define __constant__
#define __managed__
#define __launch_bounds__(...)
#define __forceinline__ inline __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))

struct uint3 {
  unsigned int x, y, z;
};

struct dim3 {
  unsigned int x, y, z;
  constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
};

namespace oklc_simt {

/// Where a device thread stands: running, waiting at the block barrier, at CUDA's warp barrier
/// or AMD's wave barrier, or returned.
enum class Wait { Running, Block, Warp, Wave, Done };

#ifndef OKLC_SIMT_WARP
/// Threads per warp: 32 for CUDA; HIP's header sets 64, the wavefront of AMD's data-centre GPUs.
#define OKLC_SIMT_WARP 32
#endif
constexpr unsigned int warp_size = OKLC_SIMT_WARP;
/// Stack of one device thread; reserved, not committed (MAP_NORESERVE).
constexpr std::size_t stack_bytes = std::size_t(1) << 20;
constexpr std::size_t guard_bytes = 4096;

struct Thread {
  ucontext_t context;
  char *stack = nullptr;
  uint3 index{0, 0, 0};
  Wait wait = Wait::Done;
};

using Invoker = void (*)(const void *kernel, void **args);

/// The launch being executed.
struct Launch {
  dim3 grid, block;
  uint3 block_index{0, 0, 0};
  Thread *threads = nullptr;
  std::size_t current = 0;
  ucontext_t scheduler;
  Invoker invoke = nullptr;
  const void *kernel = nullptr;
  void **args = nullptr;
};

inline Launch *&active() {
  static Launch *launch = nullptr;
  return launch;
}

[[noreturn]] inline void fail(const char *what) {
  std::fflush(stdout);
  std::fprintf(stderr, "simt-emu: %s\n", what);
  std::exit(3);
}

inline Launch &launch() {
  Launch *l = active();
  if (l == nullptr) fail("a device built-in was used outside a kernel launch");
  return *l;
}

inline const uint3 &thread_index() {
  Launch &l = launch();
  return l.threads[l.current].index;
}
inline const uint3 &block_index() { return launch().block_index; }
inline const dim3 &block_dim() { return launch().block; }
inline const dim3 &grid_dim() { return launch().grid; }

/// Suspends the running device thread until the scheduler releases `wait`.
inline void suspend(Wait wait) {
  Launch &l = launch();
  Thread &t = l.threads[l.current];
  t.wait = wait;
  swapcontext(&t.context, &l.scheduler);
}

/// A kernel's address, the function that calls it with a launch's argument array, and the
/// most threads per block its `__launch_bounds__` allows (0: no bound).
struct Kernel {
  const void *address;
  Invoker invoke;
  unsigned int max_threads;
};

/// Kernels by address, filled by [`Registration`]s before `main`.
struct Registry {
  static constexpr std::size_t capacity = 256;
  Kernel kernels[capacity];
  std::size_t count = 0;

  void add(const void *address, Invoker invoke, unsigned int max_threads) {
    if (count == capacity) fail("more kernels than the emulation's registry holds");
    kernels[count++] = Kernel{address, invoke, max_threads};
  }

  const Kernel *find(const void *address) const {
    for (std::size_t i = 0; i < count; ++i)
      if (kernels[i].address == address) return &kernels[i];
    return nullptr;
  }
};

inline Registry &registry() {
  static Registry kernels;
  return kernels;
}

template <class... A> struct Call {
  template <std::size_t... I>
  static void apply(const void *kernel, void **args, std::index_sequence<I...>) {
    auto f = reinterpret_cast<void (*)(A...)>(const_cast<void *>(kernel));
    f(*static_cast<std::remove_cv_t<A> *>(args[I])...);
  }
  static void invoke(const void *kernel, void **args) {
    apply(kernel, args, std::index_sequence_for<A...>{});
  }
};

/// Makes a kernel launchable by its address, as the CUDA and HIP runtimes do for `__global__`
/// functions; the harness registers every kernel of the device file with the thread count of
/// its `__launch_bounds__`, which a launch may not exceed.
struct Registration {
  template <class... A>
  explicit Registration(void (*kernel)(A...), unsigned int max_threads = 0) {
    registry().add(reinterpret_cast<const void *>(kernel), &Call<A...>::invoke, max_threads);
  }
};

inline void thread_entry() {
  Launch &l = launch();
  l.invoke(l.kernel, l.args);
  l.threads[l.current].wait = Wait::Done;
  // Returning resumes `uc_link`, the scheduler.
}

/// The device threads of a block, at most 1024; their stacks are kept from one launch to the
/// next.
inline Thread *thread_pool(std::size_t count) {
  static Thread pool[1024];
  static std::size_t ready = 0;
  for (; ready < count; ++ready) {
    void *mem = mmap(nullptr, stack_bytes + guard_bytes, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (mem == MAP_FAILED) fail("cannot reserve a device thread's stack");
    // The lowest page stays unmapped for access, so an overflow faults instead of corrupting.
    mprotect(mem, guard_bytes, PROT_NONE);
    pool[ready].stack = static_cast<char *>(mem);
  }
  return pool;
}

/// Lets through the threads of every group whose threads all wait at its barrier; false when
/// no thread could be let through. Threads that returned no longer count. CUDA's warp barrier
/// waits for every other thread of the warp; AMD's wave barrier only for those not waiting at
/// the block barrier, as a wavefront runs its active lanes in lockstep.
inline bool release(Thread *threads, std::size_t count) {
  bool released = false;
  for (std::size_t warp = 0; warp < count; warp += warp_size) {
    std::size_t end = warp + warp_size < count ? warp + warp_size : count;
    std::size_t live = 0, at_warp = 0, at_wave = 0, at_block = 0;
    for (std::size_t i = warp; i < end; ++i) {
      live += threads[i].wait != Wait::Done;
      at_warp += threads[i].wait == Wait::Warp;
      at_wave += threads[i].wait == Wait::Wave;
      at_block += threads[i].wait == Wait::Block;
    }
    Wait go = Wait::Done;
    if (at_warp > 0 && at_warp == live) go = Wait::Warp;
    if (at_wave > 0 && at_wave + at_block == live) go = Wait::Wave;
    if (go == Wait::Done) continue;
    for (std::size_t i = warp; i < end; ++i)
      if (threads[i].wait == go) threads[i].wait = Wait::Running;
    released = true;
  }
  if (released) return true;
  bool all = true, any = false;
  for (std::size_t i = 0; i < count; ++i) {
    if (threads[i].wait == Wait::Done) continue;
    any = true;
    all = all && threads[i].wait == Wait::Block;
  }
  if (any && all) {
    for (std::size_t i = 0; i < count; ++i)
      if (threads[i].wait == Wait::Block) threads[i].wait = Wait::Running;
    return true;
  }
  return false;
}

/// Whether the blocks of a launch, and the threads of a block between barriers, run in
/// descending order of their index (`OKLC_SIMT_ORDER=descending`); ascending by default. A
/// missing barrier between a write and another thread's read shows in one of the two orders.
inline bool descending_order() {
  static const bool descending = [] {
    const char *order = std::getenv("OKLC_SIMT_ORDER");
    return order != nullptr && std::strcmp(order, "descending") == 0;
  }();
  return descending;
}

inline void run_block(Launch &l, std::size_t count) {
  Thread *threads = l.threads;
  for (std::size_t i = 0; i < count; ++i) {
    Thread &t = threads[i];
    t.index = uint3{static_cast<unsigned int>(i % l.block.x),
                    static_cast<unsigned int>(i / l.block.x % l.block.y),
                    static_cast<unsigned int>(i / (std::size_t(l.block.x) * l.block.y))};
    t.wait = Wait::Running;
    getcontext(&t.context);
    t.context.uc_stack.ss_sp = t.stack + guard_bytes;
    t.context.uc_stack.ss_size = stack_bytes;
    t.context.uc_link = &l.scheduler;
    makecontext(&t.context, &thread_entry, 0);
  }
  const bool descending = descending_order();
  for (;;) {
    for (std::size_t n = 0; n < count; ++n) {
      std::size_t i = descending ? count - 1 - n : n;
      if (threads[i].wait != Wait::Running) continue;
      l.current = i;
      swapcontext(&l.scheduler, &threads[i].context);
    }
    bool done = true;
    for (std::size_t i = 0; i < count && done; ++i) done = threads[i].wait == Wait::Done;
    if (done) return;
    if (!release(threads, count)) {
      char what[160];
      std::snprintf(what, sizeof what,
                    "deadlock in block (%u, %u, %u): its threads wait at barriers that not all "
                    "of them reach",
                    l.block_index.x, l.block_index.y, l.block_index.z);
      fail(what);
    }
  }
}

/// Error codes shared by the CUDA and HIP spellings (their numbers are CUDA's).
enum Status { ok = 0, invalid_value = 1, out_of_memory = 2, invalid_configuration = 9,
              invalid_device_function = 98, launch_out_of_resources = 701 };

/// Runs a kernel launch to completion; a launch CUDA or HIP would refuse returns its error.
inline Status run(const void *kernel, dim3 grid, dim3 block, void **args) {
  const Kernel *found = registry().find(kernel);
  if (found == nullptr) return invalid_device_function;
  unsigned long long threads = 1ull * block.x * block.y * block.z;
  if (grid.x == 0 || grid.y == 0 || grid.z == 0 || threads == 0 || threads > 1024 ||
      block.x > 1024 || block.y > 1024 || block.z > 64 || grid.x > 0x7fffffffu ||
      grid.y > 65535 || grid.z > 65535)
    return invalid_configuration;
  // The GPU runtimes refuse a block larger than the kernel was compiled for.
  if (found->max_threads != 0 && threads > found->max_threads) return launch_out_of_resources;
  if (active() != nullptr) fail("a kernel launched another kernel");
  Launch l;
  l.grid = grid;
  l.block = block;
  l.invoke = found->invoke;
  l.kernel = kernel;
  l.args = args;
  l.threads = thread_pool(threads);
  active() = &l;
  // Blocks run in the order of their threads, so that one block reading what another writes
  // (a race on a GPU) shows in one of the two orders.
  const bool descending = descending_order();
  for (unsigned long long n = 0, blocks = 1ull * grid.x * grid.y * grid.z; n < blocks; ++n) {
    unsigned long long b = descending ? blocks - 1 - n : n;
    l.block_index = uint3{static_cast<unsigned int>(b % grid.x),
                          static_cast<unsigned int>(b / grid.x % grid.y),
                          static_cast<unsigned int>(b / (1ull * grid.x * grid.y))};
    run_block(l, threads);
  }
  active() = nullptr;
  return ok;
}

/// The error a runtime call reports until it is read, as `cudaGetLastError` and
/// `hipGetLastError` do.
inline Status &last_error() {
  static Status last = ok;
  return last;
}

inline Status record(Status e) {
  if (e != ok) last_error() = e;
  return e;
}

inline Status take_last_error() {
  Status e = last_error();
  last_error() = ok;
  return e;
}

inline Status launch_kernel(const void *kernel, dim3 grid, dim3 block, void **args) {
  return record(run(kernel, grid, block, args));
}

/// Device memory: plain host memory, filled with a pattern so that a read of memory nothing
/// wrote does not look like zeros.
inline Status allocate(void **ptr, std::size_t bytes) {
  if (ptr == nullptr) return record(invalid_value);
  *ptr = std::malloc(bytes == 0 ? 1 : bytes);
  if (*ptr == nullptr) return record(out_of_memory);
  std::memset(*ptr, 0xa5, bytes);
  return ok;
}

inline Status release_memory(void *ptr) {
  std::free(ptr);
  return ok;
}

inline Status copy(void *dst, const void *src, std::size_t bytes) {
  if (bytes != 0 && (dst == nullptr || src == nullptr)) return record(invalid_value);
  if (bytes != 0) std::memmove(dst, src, bytes);
  return ok;
}

inline Status fill(void *dst, int value, std::size_t bytes) {
  if (bytes != 0 && dst == nullptr) return record(invalid_value);
  if (bytes != 0) std::memset(dst, value, bytes);
  return ok;
}

/// The runtimes' wording of an error.
inline const char *describe(Status e) {
  switch (e) {
  case ok: return "no error";
  case invalid_value: return "invalid argument";
  case out_of_memory: return "out of memory";
  case invalid_configuration: return "invalid configuration argument";
  case invalid_device_function: return "invalid device function";
  case launch_out_of_resources: return "too many resources requested for launch";
  }
  return "unknown error";
}

template <class T> inline T bit_cast(const void *from) {
  T to;
  std::memcpy(&to, from, sizeof to);
  return to;
}

} // namespace oklc_simt

#define threadIdx (::oklc_simt::thread_index())
#define blockIdx (::oklc_simt::block_index())
#define blockDim (::oklc_simt::block_dim())
#define gridDim (::oklc_simt::grid_dim())
#define warpSize OKLC_SIMT_WARP

inline void __syncthreads() { ::oklc_simt::suspend(::oklc_simt::Wait::Block); }
inline void __syncwarp(unsigned int = 0xffffffffu) {
  ::oklc_simt::suspend(::oklc_simt::Wait::Warp);
}
inline void __builtin_amdgcn_wave_barrier() { ::oklc_simt::suspend(::oklc_simt::Wait::Wave); }
inline void __threadfence() {}
inline void __threadfence_block() {}
inline void __threadfence_system() {}

// Atomic functions: with one OS thread, a read-modify-write is atomic.
#define OKLC_SIMT_RMW(NAME, T, EXPR)                                                           \
  inline T NAME(T *address, T val) {                                                           \
    T old = *address;                                                                          \
    *address = (EXPR);                                                                         \
    return old;                                                                                \
  }
#define OKLC_SIMT_INTS(NAME, EXPR)                                                             \
  OKLC_SIMT_RMW(NAME, int, EXPR)                                                               \
  OKLC_SIMT_RMW(NAME, unsigned int, EXPR)                                                      \
  OKLC_SIMT_RMW(NAME, unsigned long long int, EXPR)
OKLC_SIMT_INTS(atomicAdd, old + val)
OKLC_SIMT_RMW(atomicAdd, float, old + val)
OKLC_SIMT_RMW(atomicAdd, double, old + val)
OKLC_SIMT_RMW(atomicSub, int, old - val)
OKLC_SIMT_RMW(atomicSub, unsigned int, old - val)
OKLC_SIMT_INTS(atomicExch, val)
OKLC_SIMT_RMW(atomicExch, float, val)
OKLC_SIMT_INTS(atomicMin, val < old ? val : old)
OKLC_SIMT_RMW(atomicMin, long long int, val < old ? val : old)
OKLC_SIMT_INTS(atomicMax, val > old ? val : old)
OKLC_SIMT_RMW(atomicMax, long long int, val > old ? val : old)
OKLC_SIMT_INTS(atomicAnd, old & val)
OKLC_SIMT_INTS(atomicOr, old | val)
OKLC_SIMT_INTS(atomicXor, old ^ val)
OKLC_SIMT_RMW(atomicInc, unsigned int, old >= val ? 0u : old + 1u)
OKLC_SIMT_RMW(atomicDec, unsigned int, (old == 0u || old > val) ? val : old - 1u)
#undef OKLC_SIMT_INTS
#undef OKLC_SIMT_RMW

#define OKLC_SIMT_CAS(T)                                                                       \
  inline T atomicCAS(T *address, T compare, T val) {                                           \
    T old = *address;                                                                          \
    if (old == compare) *address = val;                                                        \
    return old;                                                                                \
  }
OKLC_SIMT_CAS(int)
OKLC_SIMT_CAS(unsigned int)
OKLC_SIMT_CAS(unsigned long long int)
OKLC_SIMT_CAS(unsigned short int)
#undef OKLC_SIMT_CAS

// Bit reinterpretations.
inline unsigned int __float_as_uint(float x) { return oklc_simt::bit_cast<unsigned int>(&x); }
inline int __float_as_int(float x) { return oklc_simt::bit_cast<int>(&x); }
inline float __uint_as_float(unsigned int x) { return oklc_simt::bit_cast<float>(&x); }
inline float __int_as_float(int x) { return oklc_simt::bit_cast<float>(&x); }
inline long long __double_as_longlong(double x) { return oklc_simt::bit_cast<long long>(&x); }
inline double __longlong_as_double(long long x) { return oklc_simt::bit_cast<double>(&x); }

// The global `min` and `max` overloads of the CUDA and HIP math headers; a mixed signed and
// unsigned pair compares as unsigned, as theirs do.
#define OKLC_SIMT_MINMAX(A, B, R)                                                              \
  inline R min(A a, B b) { return (R)a < (R)b ? (R)a : (R)b; }                                  \
  inline R max(A a, B b) { return (R)a > (R)b ? (R)a : (R)b; }
OKLC_SIMT_MINMAX(int, int, int)
OKLC_SIMT_MINMAX(unsigned int, unsigned int, unsigned int)
OKLC_SIMT_MINMAX(int, unsigned int, unsigned int)
OKLC_SIMT_MINMAX(unsigned int, int, unsigned int)
OKLC_SIMT_MINMAX(long, long, long)
OKLC_SIMT_MINMAX(unsigned long, unsigned long, unsigned long)
OKLC_SIMT_MINMAX(long, unsigned long, unsigned long)
OKLC_SIMT_MINMAX(unsigned long, long, unsigned long)
OKLC_SIMT_MINMAX(long long, long long, long long)
OKLC_SIMT_MINMAX(unsigned long long, unsigned long long, unsigned long long)
OKLC_SIMT_MINMAX(long long, unsigned long long, unsigned long long)
OKLC_SIMT_MINMAX(unsigned long long, long long, unsigned long long)
#undef OKLC_SIMT_MINMAX
inline float min(float a, float b) { return fminf(a, b); }
inline float max(float a, float b) { return fmaxf(a, b); }
inline double min(double a, double b) { return fmin(a, b); }
inline double max(double a, double b) { return fmax(a, b); }
inline double min(float a, double b) { return fmin(a, b); }
inline double max(float a, double b) { return fmax(a, b); }
inline double min(double a, float b) { return fmin(a, b); }
inline double max(double a, float b) { return fmax(a, b); }

// Device math beyond the C library.
inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
inline double rsqrt(double x) { return 1.0 / sqrt(x); }
inline float __fdividef(float a, float b) { return a / b; }
inline float __saturatef(float x) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x); }

#endif
