// The shape of libParanumal's maxwellMassMatrixSolveTri2D: an iterative solve per work-group,
// a regular loop around several @inner loops with @shared reductions, and a convergence test
// whose `return` every work-item of the group takes alike (it reads @shared values only). A
// first uniform `return` before the loop ends groups with nothing to do. On GPUs a returned
// group runs nothing more, so `seen[g]`, written in the @outer body at each iteration, keeps
// the iteration of the exit; the host skips the rest of the group when all its work-items
// have returned. The halving loop has extent 8 (the launch has 16 work-items).
extern "C" __global__ __launch_bounds__(16) void _occa_uniformExit_0(const int groups, const int maxIt, const int limit, const int *x, int *out, int *iters, int *seen) {
  {
    int g = 0 + blockIdx.x;
    bool _occa_returned = false;
    __shared__ int s_sum[16];
    int v;
    int first[2];
    {
      int t = 0 + threadIdx.x;
      if (!_occa_returned) {
        v = x[g * 16 + t];
        first[0] = v;
        first[1] = t;
        s_sum[t] = v;
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 16) {
        if (!_occa_returned) {
          if (t < 8) {
            s_sum[t] += s_sum[t + 8];
          }
        }
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 16) {
        if (!_occa_returned) {
          if (t < 4) {
            s_sum[t] += s_sum[t + 4];
          }
        }
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 16) {
        if (!_occa_returned) {
          if (t < 2) {
            s_sum[t] += s_sum[t + 2];
          }
        }
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 16) {
        if (!_occa_returned) {
          const int total = s_sum[0] + s_sum[1];
          if (total == 0) {
            out[g * 16 + t] = 0;
            if (t == 0) {
              iters[g] = -1;
            }
            _occa_returned = true;
          }
        }
      }
    }
    __syncthreads();
    for (int it = 0; it < maxIt; ++it) {
      if (!_occa_returned) {
        seen[g] = it;
      }
      {
        int t = 0 + threadIdx.x;
        if (t < 16) {
          if (!_occa_returned) {
            s_sum[t] = v;
          }
        }
      }
      __syncthreads();
      {
        int t = 0 + threadIdx.x;
        if (t < 16) {
          if (!_occa_returned) {
            if (t < 8) {
              s_sum[t] += s_sum[t + 8];
            }
          }
        }
      }
      __syncthreads();
      {
        int t = 0 + threadIdx.x;
        if (t < 16) {
          if (!_occa_returned) {
            if (t < 4) {
              s_sum[t] += s_sum[t + 4];
            }
          }
        }
      }
      __syncthreads();
      {
        int t = 0 + threadIdx.x;
        if (t < 16) {
          if (!_occa_returned) {
            if (t < 2) {
              s_sum[t] += s_sum[t + 2];
            }
          }
        }
      }
      __syncthreads();
      {
        int t = 0 + threadIdx.x;
        if (t < 16) {
          if (!_occa_returned) {
            const int total = s_sum[0] + s_sum[1];
            if (total < limit) {
              out[g * 16 + t] = v + 1000 * first[1] + first[0] % 10;
              if (t == 0) {
                iters[g] = it;
              }
              _occa_returned = true;
            }
          }
        }
      }
      __syncthreads();
      {
        int t = 0 + threadIdx.x;
        if (t < 8) {
          if (!_occa_returned) {
            v /= 2;
          }
        }
      }
      {
        int t = 0 + threadIdx.x;
        if (t < 16) {
          if (!_occa_returned) {
            if (t >= 8) {
              v = v / 2;
            }
          }
        }
      }
    }
    {
      int t = 0 + threadIdx.x;
      if (t < 16) {
        if (!_occa_returned) {
          out[g * 16 + t] = -v;
          if (t == 0) {
            iters[g] = maxIt;
          }
        }
      }
    }
  }
}
