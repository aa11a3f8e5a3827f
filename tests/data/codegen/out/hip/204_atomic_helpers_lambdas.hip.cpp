#include <hip/hip_runtime.h>

// `@atomic` outside the kernel body's own statements: in a static helper, in a function
// template instantiated for `unsigned` and `double`, in a lambda defined in the `@inner` body
// (called twice per work-item), and a multi-statement `@atomic { }` block inside a lambda,
// on global and `@shared` data (a struct's members and an array element through a pointer).
// OpenMP must lower each to an atomic update or a critical section wherever it is written.
struct Tally {
  int count;
  long long weight;
};

__device__ static void bump(int *p, int v) {
  atomicAdd(&*p, v);
}

template <typename T>
static __device__ void addScaled(T *p, T v, T s) {
  atomicAdd(&p[0], v * s);
}

extern "C" __global__ __launch_bounds__(12) void _occa_atomicHelpers_0(const int groups, int *hits, unsigned int *uacc, double *dacc, long long *ll, int *minmax) {
  {
    int g = 0 + blockIdx.x;
    __shared__ Tally tally[2];
    __shared__ int local[4];
    {
      int t = 0 + threadIdx.x;
      if (t < 2) {
        tally[t].count = 0;
        tally[t].weight = 0;
      }
      if (t < 4) {
        local[t] = 0;
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      bump(hits + g, 1);
      bump(&hits[groups], t);
      addScaled(uacc, (unsigned int)t, 3u);
      addScaled(dacc + g, 0.25 * t, 2.0);
      auto record = [&](int slot, int w) {
        {
          atomicAdd(&tally[slot].count, 1);
          {
            unsigned long long *_occa_cas = (unsigned long long *) &tally[slot].weight;
            unsigned long long _occa_old = *_occa_cas, _occa_seen;
            do {
              _occa_seen = _occa_old;
              _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen + ((long long)w * 1000000007LL)));
            } while (_occa_old != _occa_seen);
          }
        }
      };
      record(t % 2, t);
      record(1, g);
      int *cell = &local[t % 4];
      auto dec = [=]() {
        atomicAdd(&*cell, -1);
      };
      dec();
      {
        unsigned int *_occa_cas = (unsigned int *) &minmax[2 * g];
        unsigned int _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          int _occa_value = (int) _occa_seen;
          _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) (_occa_value > t * g ? _occa_value : t * g));
        } while (_occa_old != _occa_seen);
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 2) {
        ll[g * 2 + t] = tally[t].weight + tally[t].count;
      }
      if (t == 0) {
        minmax[2 * g + 1] = local[0] + 10 * local[1] + 100 * local[2] + 1000 * local[3];
      }
    }
  }
}
