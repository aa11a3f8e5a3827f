#include <sycl/sycl.hpp>

#include <cmath>

// nekRS computeMaxVisc (Nek5000/nekRS okl/cds/regularization/computeMaxVisc.okl, BSD-3 licence)
// verbatim: `inline` helpers taking `@restrict` pointer parameters (six guarded neighbour
// distances, a sine ramp using M_PI), a `const bool` kernel parameter, an @exclusive sensor read
// in the last nest only, a regular k loop of @inner nests with `@barrier("local")` after each,
// a p_blockSize max-reduction (built with p_blockSize=512: the `> 512` step is compiled out,
// the `> 256` one kept) from 9 work-items, and a `#pragma unroll` loop writing every point.
// The original's unused `const int id` in the first nest is dropped (g++ -Wall -Werror).
// OCCA's host runtime supplies <cmath> (serial/include_std); a standalone build includes it.
inline double computeMinGLLGridSpacing(const int i, const int j, const int k, const int e, const double *__restrict__ x, const double *__restrict__ y, const double *__restrict__ z) {
  const int index = e * 27 + k * 3 * 3 + j * 3 + i;
  const double x_curr = x[index];
  const double y_curr = y[index];
  const double z_curr = z[index];
  double he = 1e8;
  // (i+1, j, k)
  if (i < 3 - 1) {
    const int iid = i + 1;
    const int jid = j;
    const int kid = k;
    const int id = e * 27 + kid * 3 * 3 + jid * 3 + iid;
    const double dx = x[id] - x_curr;
    const double dy = y[id] - y_curr;
    const double dz = z[id] - z_curr;
    const double dist = dx * dx + dy * dy + dz * dz;
    he = he < dist ? he : dist;
  }
  // (i-1, j, k)
  if (i > 0) {
    const int iid = i - 1;
    const int jid = j;
    const int kid = k;
    const int id = e * 27 + kid * 3 * 3 + jid * 3 + iid;
    const double dx = x[id] - x_curr;
    const double dy = y[id] - y_curr;
    const double dz = z[id] - z_curr;
    const double dist = dx * dx + dy * dy + dz * dz;
    he = he < dist ? he : dist;
  }
  // (i, j+1, k)
  if (j < 3 - 1) {
    const int iid = i;
    const int jid = j + 1;
    const int kid = k;
    const int id = e * 27 + kid * 3 * 3 + jid * 3 + iid;
    const double dx = x[id] - x_curr;
    const double dy = y[id] - y_curr;
    const double dz = z[id] - z_curr;
    const double dist = dx * dx + dy * dy + dz * dz;
    he = he < dist ? he : dist;
  }
  // (i, j-1, k)
  if (j > 0) {
    const int iid = i;
    const int jid = j - 1;
    const int kid = k;
    const int id = e * 27 + kid * 3 * 3 + jid * 3 + iid;
    const double dx = x[id] - x_curr;
    const double dy = y[id] - y_curr;
    const double dz = z[id] - z_curr;
    const double dist = dx * dx + dy * dy + dz * dz;
    he = he < dist ? he : dist;
  }
  // (i, j, k+1)
  if (k < 3 - 1) {
    const int iid = i;
    const int jid = j;
    const int kid = k + 1;
    const int id = e * 27 + kid * 3 * 3 + jid * 3 + iid;
    const double dx = x[id] - x_curr;
    const double dy = y[id] - y_curr;
    const double dz = z[id] - z_curr;
    const double dist = dx * dx + dy * dy + dz * dz;
    he = he < dist ? he : dist;
  }
  // (i, j, k-1)
  if (k > 0) {
    const int iid = i;
    const int jid = j;
    const int kid = k - 1;
    const int id = e * 27 + kid * 3 * 3 + jid * 3 + iid;
    const double dx = x[id] - x_curr;
    const double dy = y[id] - y_curr;
    const double dz = z[id] - z_curr;
    const double dist = dx * dx + dy * dy + dz * dz;
    he = he < dist ? he : dist;
  }
  return sqrt(he);
}

inline double nu_k(const double s, const double logReferenceSensor, const double ramp) {
  double multiplier = 0.0;
  if (s < logReferenceSensor - ramp) {
    multiplier = 0.0;
  } else if (s > logReferenceSensor + ramp) {
    multiplier = 1.0;
  } else {
    multiplier = 0.5 * (1.0 + sin(M_PI * (s - logReferenceSensor) / (2.0 * ramp)));
  }
  return multiplier;
}

extern "C" void _occa_computeMaxVisc_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, const int &fieldOffset, const double &logReferenceSensor, const double &rampParameter, const double &visCoeff, const double &scalingCoeff, const double &Uinf, const bool &useHPFResidual, const double *__restrict__ x, const double *__restrict__ y, const double *__restrict__ z, const double *__restrict__ U, const double *__restrict__ hpfResidual, const double *__restrict__ logRelativeMassHighestMode, double *__restrict__ epsilons) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 3)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          // for all elements
          double logSensor;
          auto &s_maxdFdS = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[512]>(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              logSensor = logRelativeMassHighestMode[e];
              for (int k = j * 3 + i; k < 512; k += 3 * 3) {
                s_maxdFdS[k] = -1e8;
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          for (int k = 0; k < 3; ++k) {
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                const int id = e * 27 + k * 3 * 3 + j * 3 + i;
                const int tid = j * 3 + i;
                const double Ux = U[id + 0 * fieldOffset];
                const double Uy = U[id + 1 * fieldOffset];
                const double Uz = U[id + 2 * fieldOffset];
                const double he = computeMinGLLGridSpacing(i, j, k, e, x, y, z);
                const double Umag = sqrt(Ux * Ux + Uy * Uy + Uz * Uz);
                double visc_max = visCoeff * he * Umag;
                if (useHPFResidual) {
                  const double errorTerm = scalingCoeff * he * he * abs(hpfResidual[id]) * Uinf;
                  visc_max = visc_max < errorTerm ? visc_max : errorTerm;
                }
                // s_maxdFdS = max(s_maxdFdS, visc_max)
                s_maxdFdS[tid] = s_maxdFdS[tid] > visc_max ? s_maxdFdS[tid] : visc_max;
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          // max reduction
          sycl::group_barrier(item_.get_group());
          // reduce p_Nq * p_Nq to single value
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 3 + i;
              if (t < 256) {
                s_maxdFdS[t] = s_maxdFdS[t] > s_maxdFdS[t + 256] ? s_maxdFdS[t] : s_maxdFdS[t + 256];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 3 + i;
              if (t < 128) {
                s_maxdFdS[t] = s_maxdFdS[t] > s_maxdFdS[t + 128] ? s_maxdFdS[t] : s_maxdFdS[t + 128];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 3 + i;
              if (t < 64) {
                s_maxdFdS[t] = s_maxdFdS[t] > s_maxdFdS[t + 64] ? s_maxdFdS[t] : s_maxdFdS[t + 64];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 3 + i;
              if (t < 32) {
                s_maxdFdS[t] = s_maxdFdS[t] > s_maxdFdS[t + 32] ? s_maxdFdS[t] : s_maxdFdS[t + 32];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 3 + i;
              if (t < 16) {
                s_maxdFdS[t] = s_maxdFdS[t] > s_maxdFdS[t + 16] ? s_maxdFdS[t] : s_maxdFdS[t + 16];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 3 + i;
              if (t < 8) {
                s_maxdFdS[t] = s_maxdFdS[t] > s_maxdFdS[t + 8] ? s_maxdFdS[t] : s_maxdFdS[t + 8];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 3 + i;
              if (t < 4) {
                s_maxdFdS[t] = s_maxdFdS[t] > s_maxdFdS[t + 4] ? s_maxdFdS[t] : s_maxdFdS[t + 4];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 3 + i;
              if (t < 2) {
                s_maxdFdS[t] = s_maxdFdS[t] > s_maxdFdS[t + 2] ? s_maxdFdS[t] : s_maxdFdS[t + 2];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int t = j * 3 + i;
              if (t < 1) {
                const double maxVisc = s_maxdFdS[0] > s_maxdFdS[1] ? s_maxdFdS[0] : s_maxdFdS[1];
                double avm = 0.0;
                if (useHPFResidual) {
                  avm = maxVisc;
                } else {
                  const double multiplier = nu_k(logSensor, logReferenceSensor, rampParameter);
                  if (multiplier > 0.0) {
                    avm = multiplier * maxVisc;
                  }
                }
                #pragma unroll
                for (int point = 0; point < 27; ++point) {
                  epsilons[e * 27 + point] = avm;
                }
              }
            }
          }
        }
      }();
    });
  });
}
