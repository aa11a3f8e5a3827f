#include <hip/hip_runtime.h>

// OCCA example iso3dfd with @shared memory (libocca/occa examples/cpp/25_iso3dfd_okl_shared/
// isokernel.okl, MIT licence) verbatim: a 16th-order 3-D wave stencil; scalar parameters
// declared as references (`int& n1`), an `@outer` loop without an axis whose body declares a
// @shared halo row and holds a nested `@tile(4, @outer)` loop, a uniform `if` on the outer
// iterators around pointer offsets (`float *p = &ptr[halfpad]`) and two @inner loops, halo
// loads of 9 values by the first and last work-items of each WGSX-wide row.
extern "C" __global__ void _occa_iso_kernel_0(float *ptr_next, float *ptr_prev, float *ptr_vel, float *coeff, int n1, int n2, int n3, int halfpad) {
  {
    int iz = 0 + blockIdx.y;
    __shared__ float xs[8 + 16];
    //Compute local index for item in x dimension
    {
      int _occa_tiled_iy = 0 + (4 * blockIdx.x);
      for (int iy = _occa_tiled_iy; iy < _occa_tiled_iy + 4; ++iy) {
        if (iy < n2) {
          if (iy >= 8 && iy < n2 - 8 && iz >= 8 && iz < n3 - 8) {
            float *ptr_nextp = &ptr_next[halfpad];
            float *ptr_prevp = &ptr_prev[halfpad];
            float *ptr_velp = &ptr_vel[halfpad];
            const int dimn1n2 = (n1 + 2 * halfpad) * n2;
            //Handle copy of data in the local array on X
            {
              int ix = 0 + threadIdx.x;
              int offset = iz * dimn1n2 + iy * (n1 + 2 * halfpad) + ix;
              int xloc = ix % 8;
              //check if we need to get few elements before/after in the local array
              if (xloc == 0) {
                for (int i = -8; i <= 0; i++) {
                  xs[xloc + i + 8] = ptr_prevp[offset + i];
                }
              } else if (xloc == 8 - 1) {
                for (int i = 0; i <= 8; i++) {
                  xs[xloc + i + 8] = ptr_prevp[offset + i];
                }
              } else {
                xs[xloc + 8] = ptr_prevp[offset];
              }
            }
            __syncthreads();
            {
              int ix = 0 + threadIdx.x;
              int offset = iz * dimn1n2 + iy * (n1 + 2 * halfpad) + ix;
              int xloc = ix % 8;
              float value = 0.0f;
              value += ptr_prevp[offset] * coeff[0];
              for (int ir = 1; ir <= 8; ir++) {
                value += coeff[ir] * (xs[xloc + ir + 8] + xs[xloc - ir + 8]);
                // horizontal
                value += coeff[ir] * (ptr_prevp[offset + ir * (n1 + 2 * halfpad)] + ptr_prevp[offset - ir * (n1 + 2 * halfpad)]);
                // vertical
                value += coeff[ir] * (ptr_prevp[offset + ir * dimn1n2] + ptr_prevp[offset - ir * dimn1n2]);
                // in front / behind
              }
              ptr_nextp[offset] = 2.0f * ptr_prevp[offset] - ptr_nextp[offset] + value * ptr_velp[offset];
            }
            __syncthreads();
          }
        }
      }
    }
  }
}
